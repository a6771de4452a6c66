import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { VOUCHER_IMPORT_MAX_ROWS, type VoucherImportErrorRow } from '@portal/domain';
import { SpreadsheetImportPanel, type ImportErrorColumn } from '@/components/spreadsheet-import/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { distributionTemplateHref, importDistributionSpreadsheet, validateDistributionSpreadsheet } from '../api/distribute-spreadsheet.ts';
import { inventoryKeys } from '../api/keys.ts';

/**
 * Spec §2 "distribution by spreadsheet": template, a file of at most 1,000 rows of CRM, UF, EAN and
 * amount (each an ADD_UNITS), validated before anything is saved; the shared import panel shows the
 * critique dialog and the errors table.
 */
export function DistributionSpreadsheetPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const programId = useSession().user?.programId ?? 0;
  const columns = useMemo<ImportErrorColumn<VoucherImportErrorRow>[]>(() => [
    { key: 'crm', header: t('inventory.crm'), value: (r) => r.crm },
    { key: 'uf', header: t('inventory.uf'), value: (r) => r.uf },
    { key: 'ean', header: t('inventory.ean'), value: (r) => r.ean },
    { key: 'amount', header: t('inventory.amount'), value: (r) => r.amount },
  ], [t]);
  return (
    <SpreadsheetImportPanel<VoucherImportErrorRow>
      title={t('inventory.spreadsheetTitle')}
      maxRows={VOUCHER_IMPORT_MAX_ROWS}
      templateHref={distributionTemplateHref()}
      validate={(body) => validateDistributionSpreadsheet(programId, body)}
      upload={(body) => importDistributionSpreadsheet(programId, body)}
      columns={columns}
      successMessage="msg.successToDistributeUploadXlsx"
      onImported={() => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all })}
      testId="distribution-import"
    />
  );
}
