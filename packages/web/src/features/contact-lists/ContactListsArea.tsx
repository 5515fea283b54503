import { Navigate, useParams } from 'react-router';
import { ContactListItemsPage } from './ContactListItemsPage';
import { ContactListsPage } from './ContactListsPage';

/** The contact-lists area: the lists at /contact-lists, one list's people at /contact-lists/{id}/contacts. */
export function ContactListsArea() {
  const { contactListId } = useParams();
  if (contactListId === undefined) return <ContactListsPage />;
  const id = Number(contactListId);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/contact-lists" replace />;
  // Keyed by the id: another list starts with its own search and dialogs.
  return <ContactListItemsPage key={id} contactListId={id} />;
}
