import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { Contact } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { normaliseSearch } from '../../lists/pagedCache';
import { useContactSearch } from './api';
import { CONTACT_SEARCH_MIN } from './ticketForms';

interface ContactSearchFieldProps {
  value: Contact | null;
  onChange: (contact: Contact | null) => void;
  error: string | undefined;
}

const contactLabel = (contact: Contact) => `${contact.name} - ${contact.number}`;

/** Contacts found by name or number from 3 characters, 500 ms after the last key. */
export function ContactSearchField({ value, onChange, error }: ContactSearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Once a contact is chosen the field shows its label: that is not a search.
  const typed = value !== null && text === contactLabel(value) ? '' : normaliseSearch(text);
  const search = useDebouncedValue(typed);
  const found = useContactSearch(search);
  const short = typed.length < CONTACT_SEARCH_MIN;
  const waiting = !short && (search !== typed || found.isFetching);

  return (
    <Autocomplete
      value={value}
      onChange={(_event, contact) => onChange(contact)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={short ? (value ? [value] : []) : (found.data ?? [])}
      // The server already filtered; the list shows what it answered.
      filterOptions={(options) => options}
      getOptionLabel={contactLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={waiting}
      noOptionsText={short ? t('ticketModals.newTicket.typeMore', { count: CONTACT_SEARCH_MIN }) : t('ticketModals.newTicket.noContacts')}
      loadingText={t('common.loading')}
      autoHighlight
      renderOption={({ key, ...props }, contact) => (
        <li key={key} {...props} data-testid={`new-ticket-contact-option-${contact.id}`}>
          {contact.name} - {contact.number}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('ticketModals.newTicket.contact')}
          placeholder={t('ticketModals.newTicket.contactPlaceholder')}
          required
          autoFocus
          error={error !== undefined}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'new-ticket-contact' },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {waiting ? <CircularProgress color="inherit" size={20} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
