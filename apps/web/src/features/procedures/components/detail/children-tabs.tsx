import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProcedureChild, ProcedureDetail } from '@portal/domain';
import { ChildrenTable, type ChildrenTableProps } from './children-table.tsx';

interface ChildTab { key: string; label: string; rows: ProcedureChild[] }

/** Spec §2: exams, supplies and aids for an exam request; aids only for travel; the items otherwise. */
function tabsOf(d: ProcedureDetail): Omit<ChildTab, 'label'>[] {
  const of = (type: ProcedureChild['type']) => d.children.filter((c) => c.type === type);
  if (d.type === 'CLINICAL_EXAMINATION') return [{ key: 'exams', rows: of('EXAM') }, { key: 'supplies', rows: of('SUPPLY') }, { key: 'aids', rows: of('AID') }];
  if (d.type === 'TRAVEL') return [{ key: 'aids', rows: of('AID') }];
  return d.children.length > 0 ? [{ key: 'items', rows: d.children }] : [];
}

const LABELS: Record<string, string> = { exams: 'procedures.tabExams', supplies: 'procedures.tabSupplies', aids: 'procedures.tabAids', items: 'procedures.tabItems' };

/**
 * The request's items by tab. While the viewer may approve, the selection is the whole request's:
 * ticking on one tab keeps what is ticked on the others, one control ticks every item of every
 * tab, and each tab and the bar say how many are ticked (what is left unticked is rejected).
 */
export function ChildrenTabs({ detail, selection, onStep }: { detail: ProcedureDetail } & Pick<ChildrenTableProps, 'selection' | 'onStep'>) {
  const { t } = useTranslation();
  const ticked = new Set(selection?.selectedIds ?? []);
  const tabs: ChildTab[] = tabsOf(detail).map((tab) => ({
    ...tab,
    label: `${t(LABELS[tab.key]!)} (${selection ? `${tab.rows.filter((r) => ticked.has(r.id)).length}/` : ''}${tab.rows.length})`,
  }));
  const [chosen, setChosen] = useState<string | undefined>();
  const current = tabs.find((tab) => tab.key === chosen) ?? tabs[0];
  if (!current) return null;
  const allIds = detail.children.map((c) => c.id);
  const everything = allIds.length > 0 && allIds.every((id) => ticked.has(id));
  return (
    <Paper variant="outlined">
      {selection && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" role="status" data-testid="procedure-selection-count">
            {t('procedureDecision.selectedItems', { selected: allIds.filter((id) => ticked.has(id)).length, total: allIds.length })}
          </Typography>
          <Button size="small" onClick={() => selection.onChange(everything ? [] : allIds)} data-testid="procedure-select-all-items">
            {everything ? t('procedureDecision.clearItems') : t('procedureDecision.selectAllItems', { count: allIds.length })}
          </Button>
        </Stack>
      )}
      <Tabs value={current.key} onChange={(_, key: string) => setChosen(key)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('procedures.tabsLabel')}>
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} id={`procedure-tab-${tab.key}`} aria-controls={`procedure-tabpanel-${tab.key}`}
            data-testid={`procedure-tab-${tab.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`procedure-tabpanel-${current.key}`} aria-labelledby={`procedure-tab-${current.key}`} sx={{ p: { xs: 1, sm: 2 } }}>
        <ChildrenTable key={current.key} rows={current.rows} selection={selection} onStep={onStep} urlPrefix={`${current.key}-`}
          testId={`procedure-children-${current.key}`} />
      </Box>
    </Paper>
  );
}
