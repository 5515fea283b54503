import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from '@prosa/contract';

const webSrc = join(import.meta.dirname, '..', 'packages', 'web', 'src');
/** The shell's locale folder and every feature's (`features/<area>/locales`). */
const localeDirs = [join(webSrc, 'locales'), ...readdirSync(join(webSrc, 'features')).map((area) => join(webSrc, 'features', area, 'locales')).filter((dir) => existsSync(dir))];
const loadFrom = (dir: string, language: string) => JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Record<string, unknown>;
/** All texts of a language, merged as the web app merges them. */
const load = (language: string) => Object.assign({}, ...localeDirs.map((dir) => loadFrom(dir, language))) as Record<string, unknown>;

/** Flattens nested locale objects into `a.b.c` keys with their texts. */
function flatten(object: Record<string, unknown>, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value as Record<string, unknown>, path)) entries.set(k, v);
  }
  return entries;
}

describe('translations', () => {
  it('every error code has a text in pt, en and es', () => {
    for (const code of ERROR_CODES) {
      for (const language of ['pt', 'en', 'es'] as const) expect(ERRORS[code][language].trim(), `${code} ${language}`).not.toBe('');
    }
  });

  it('locale files never define the same top-level key twice (they are merged)', () => {
    const seen = new Map<string, string>();
    for (const dir of localeDirs) {
      for (const key of Object.keys(loadFrom(dir, 'pt'))) {
        expect(seen.get(key), `${key} in ${dir} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, dir);
      }
    }
  });

  it('each locale folder has pt, en and es with the same keys', () => {
    for (const dir of localeDirs) {
      const [pt, en, es] = ['pt', 'en', 'es'].map((language) => [...flatten(loadFrom(dir, language)).keys()].sort());
      expect(en, dir).toEqual(pt);
      expect(es, dir).toEqual(pt);
    }
  });

  it('the three interface languages have exactly the same keys, none empty', () => {
    const [pt, en, es] = ['pt', 'en', 'es'].map((language) => flatten(load(language)));
    expect([...en!.keys()].sort()).toEqual([...pt!.keys()].sort());
    expect([...es!.keys()].sort()).toEqual([...pt!.keys()].sort());
    for (const table of [pt!, en!, es!]) for (const [key, text] of table) expect(text.trim(), key).not.toBe('');
  });

  it('the seed texts of the shell appear in Portuguese as written', () => {
    const texts = new Set([...flatten(load('pt')).values(), ...ERROR_CODES.map((code) => ERRORS[code].pt)]);
    const all = [...texts].join('\n');
    for (const seedText of [
      'Sua conta foi acessada em outro computador.',
      'Acesso não permitido',
      'Email não encontrado',
      'Email enviado com sucesso!',
      'Senha redefinida com sucesso.',
      'As senhas não correspondem',
      'Campo obrigatório',
      'Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.',
      'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    ]) {
      expect(all, seedText).toContain(seedText);
    }
    expect(all).toMatch(/Sua assinatura vence em \{\{count\}\} dia\(s\)/);
    expect(all).toMatch(/Opss! Sua assinatura venceu \{\{date\}\}\. Entre em contato com o Suporte para mais informações!/);
  });

  it('the seed texts of the administration areas appear in Portuguese as written (issue 4)', () => {
    const all = [...flatten(load('pt')).values()].join('\n');
    for (const seedText of [
      'Too Short!',
      'Too Long!',
      'Required',
      'Invalid email',
      'Mensagem muito curta',
      'Obrigatório',
      'Deseja realmente excluir esse registro?',
      'Atualizando...',
      'Operação atualizada com sucesso',
      'Horários atualizados com sucesso.',
      'Horários de Atendimento',
      'Queue saved successfully',
      'Clique em salvar para registar as alterações.',
    ]) {
      expect(all, seedText).toContain(seedText);
    }
  });
});
