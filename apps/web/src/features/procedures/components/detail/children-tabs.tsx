import { useState } from 'react';
import Box from '@mui/material/Box';
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

export function ChildrenTabs({ detail, selection, onStep }: { detail: ProcedureDetail } & Pick<ChildrenTableProps, 'selection' | 'onStep'>) {
  const { t } = useTranslation();
  const tabs: ChildTab[] = tabsOf(detail).map((tab) => ({ ...tab, label: `${t(LABELS[tab.key]!)} (${tab.rows.length})` }));
  const [chosen, setChosen] = useState<string | undefined>();
  const current = tabs.find((tab) => tab.key === chosen) ?? tabs[0];
  if (!current) return null;
  return (
    <Paper variant="outlined">
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
