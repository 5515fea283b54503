import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Invoice } from '@prosa/contract';
import { isSuper } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../app/components/PageTitle';
import { PagedList } from '../../lists/PagedList';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { useCurrentUser } from '../auth/api';
import { useInvoicePages } from './api';
import { CheckoutDialog } from './CheckoutDialog';
import { InvoicesTable } from './InvoicesTable';
import { useInvoiceEvents } from './useInvoiceEvents';

/** /financeiro (Faturas): the company's invoices (every company's for the super user), PAGAR opening the checkout. */
export function FinanceiroPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useInvoiceEvents();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useInvoicePages(search);
  const [paying, setPaying] = useState<Invoice | undefined>(undefined);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <PageTitle>{t('billing.title')}</PageTitle>
        <Box>
          <TextField size="small" placeholder={t('billing.search')} value={searchText} onChange={(event) => setSearchText(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'invoices-search' } }} />
        </Box>
      </Stack>
      <PagedList query={pages} testId="invoices-list">
        <InvoicesTable invoices={rowsOf(pages.data)} showCompany={user !== undefined && isSuper(user)} onPay={setPaying} />
      </PagedList>
      {paying && <CheckoutDialog invoice={paying} onClose={() => setPaying(undefined)} />}
    </>
  );
}
