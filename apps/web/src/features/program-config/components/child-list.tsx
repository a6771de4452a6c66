import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { phoneRows } from '@/components/data-table/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export interface ChildColumn<T> { header: string; render: (row: T) => ReactNode }

export interface ChildListProps<T extends { id: number }> {
  title: string;
  addLabel: string;
  emptyText: string;
  rows: readonly T[];
  columns: readonly ChildColumn<T>[];
  rowLabel: (row: T) => string;
  onAdd: () => void;
  onEdit: (row: T) => void;
  remove: { run: (row: T) => Promise<unknown>; successKey: string; failureKey: string; warningCodes: readonly string[] };
  testId: string;
  children?: ReactNode;
}

/**
 * The children of a group on the group's edit screen (exams, supplies, aids, fields): a small
 * table with add, edit (a dialog the caller opens) and remove after confirmation with the §8 toasts.
 */
export function ChildList<T extends { id: number }>({
  title, addLabel, emptyText, rows, columns, rowLabel, onAdd, onEdit, remove, testId, children,
}: ChildListProps<T>) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<T | undefined>();
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await remove.run(removing);
      toast(t(remove.successKey), 'success');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (remove.warningCodes.includes(code)) toast(t(`err.${code}`), 'warning');
      else toast(t(remove.failureKey), 'error');
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 880 }} data-testid={testId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          <Button startIcon={<Add />} onClick={onAdd} data-testid={`${testId}-add`}>{addLabel}</Button>
        </Stack>
        {children}
        {rows.length === 0 ? <Typography color="text.secondary">{emptyText}</Typography> : (
          // On a phone the rows stack like the data table's, the actions in view.
          <Box sx={phoneRows}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => <TableCell key={c.header}>{c.header}</TableCell>)}
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-testid={`${testId}-row`}>
                    {columns.map((c) => <TableCell key={c.header} data-label={c.header}>{c.render(row)}</TableCell>)}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-actions>
                      <Tooltip title={t('dataTable.edit')}>
                        <IconButton size="small" aria-label={`${t('dataTable.edit')} ${rowLabel(row)}`} onClick={() => onEdit(row)} data-testid={`${testId}-edit`}>
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('dataTable.remove')}>
                        <IconButton size="small" aria-label={`${t('dataTable.remove')} ${rowLabel(row)}`} onClick={() => setRemoving(row)} data-testid={`${testId}-remove`}>
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
      <ConfirmDialog open={removing !== undefined} busy={busy} destructive
        message={removing === undefined ? '' : t('dataTable.confirmRemoveNamed', { name: rowLabel(removing) })}
        onConfirm={() => void confirmRemove()} onClose={() => setRemoving(undefined)} />
    </Card>
  );
}
