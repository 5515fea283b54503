import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FileList } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

interface FilesTableProps {
  fileLists: FileList[];
  loaded: boolean;
  /** Plain users read the lists; only admins change them. */
  mayEdit: boolean;
  onEdit: (fileList: FileList) => void;
  onDelete: (fileList: FileList) => void;
}

/** The file lists: name, number of options and actions. */
export function FilesTable({ fileLists, loaded, mayEdit, onEdit, onDelete }: FilesTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="files-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('files.columns.name')}</TableCell>
          <TableCell align="center">{t('files.columns.options')}</TableCell>
          {mayEdit && <TableCell align="right">{t('files.columns.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {fileLists.map((fileList) => (
          <TableRow key={fileList.id} data-testid={`file-list-row-${fileList.id}`} hover>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{fileList.name}</TableCell>
            <TableCell align="center" data-testid={`file-list-options-${fileList.id}`}>
              {fileList.options.length}
            </TableCell>
            {mayEdit && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('files.edit')}>
                  <IconButton size="small" onClick={() => onEdit(fileList)} data-testid={`file-list-edit-${fileList.id}`} aria-label={t('files.edit')}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('files.delete')}>
                  <IconButton size="small" onClick={() => onDelete(fileList)} data-testid={`file-list-delete-${fileList.id}`} aria-label={t('files.delete')}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
        {loaded && fileLists.length === 0 && (
          <TableRow>
            <TableCell colSpan={mayEdit ? 3 : 2}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="files-empty">
                {t('files.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
