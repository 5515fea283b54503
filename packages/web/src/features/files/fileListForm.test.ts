import { describe, expect, it } from 'vitest';
import { fileListBody, fileListFormSchema, optionUploads, type FileListFormValues } from './fileListForm';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('file list form', () => {
  it("refuses a name under 3 characters with 'nome muito curto' and an empty message or option name as required", () => {
    const result = fileListFormSchema.safeParse({ name: 'ab', message: ' ', options: [{ name: '', path: null, mediaType: null, file: null }] });
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toEqual({ name: 'files.validation.nameTooShort', message: 'files.validation.required', 'options.0.name': 'files.validation.required' });
  });

  it('sends options by name, with their id when they are stored', () => {
    const values: FileListFormValues = { name: ' Catálogo ', message: 'Veja', options: [{ id: 4, name: ' Preços ', path: null, mediaType: null, file: null }, { name: 'Fotos', path: null, mediaType: null, file: null }] };
    expect(fileListBody(values)).toEqual({ name: 'Catálogo', message: 'Veja', options: [{ id: 4, name: 'Preços' }, { name: 'Fotos' }] });
  });

  it('sends each chosen file to the option the save gave it: kept ids stay, new options take the new ids in order', () => {
    const values: FileListFormValues = {
      name: 'Lista',
      message: 'Oi',
      options: [
        { name: 'Nova 1', path: null, mediaType: null, file: file('a.pdf') },
        { id: 4, name: 'Antiga', path: 'x', mediaType: 'document', file: file('b.pdf') },
        { name: 'Nova 2', path: null, mediaType: null, file: null },
        { name: 'Nova 3', path: null, mediaType: null, file: file('c.pdf') },
      ],
    };
    const saved = { options: [4, 9, 10, 11].map((id) => ({ id, name: '', path: null, mediaType: null })) };
    expect(optionUploads(values, saved).map((upload) => [upload.optionId, upload.file.name])).toEqual([
      [9, 'a.pdf'],
      [4, 'b.pdf'],
      [11, 'c.pdf'],
    ]);
  });
});
