import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.js';
import { logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();

describe('settings page', () => {
  it('a setting saves on change; scheduleType company opens the Horários tab, which saves', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    await page.getByTestId('menu-settings').click();
    await page.waitForURL('**/settings');
    await page.getByTestId('settings-options').waitFor();
    expect(await page.getByTestId('settings-tab-schedules').count()).toBe(0);

    await page.getByTestId('setting-userRating').selectOption('enabled');
    await page.getByText('Operação atualizada com sucesso').first().waitFor();
    await screenshot(page, 'settings-options');

    await page.getByTestId('setting-scheduleType').selectOption('company');
    await page.getByTestId('settings-tab-schedules').waitFor();
    await page.getByTestId('settings-tab-schedules').click();
    await page.getByTestId('settings-schedules').waitFor();
    await page.getByTestId('schedule-end-saturday').fill('13:00');
    await screenshot(page, 'settings-schedules');
    await page.getByTestId('schedules-save').click();
    await page.getByText('Horários atualizados com sucesso.').waitFor();

    await page.reload();
    await page.getByTestId('settings-options').waitFor();
    expect(await page.getByTestId('setting-userRating').inputValue()).toBe('enabled');
    await page.getByTestId('settings-tab-schedules').click();
    await expect.poll(() => page.getByTestId('schedule-end-saturday').inputValue()).toBe('13:00');
    expect(errors).toEqual([]);
  });

  it('looks right on a phone and in dark mode', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url, { width: 400, height: 800 });
    await logInAsAdmin(page, suite.prosa);
    await page.goto('/settings');
    await page.getByTestId('settings-options').waitFor();
    await screenshot(page, 'settings-phone-light');
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'settings-phone-dark');
    expect(errors).toEqual([]);
  });
});
