import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { pathologyAllowed, type ProcedureFieldConfig } from '@portal/domain';
import { toast } from '@/lib/toast.ts';
import { DynamicField } from './dynamic-field.tsx';
import { sectionsOf, shownFields, type FieldsPart } from './field-layout.ts';
import { usePathologies } from './get-pathologies.ts';

export interface DynamicProcedureFieldsProps {
  /** Form path of the answers object (answers by field name), e.g. 'procedureFieldsAnswers'. */
  name: string;
  fields: readonly ProcedureFieldConfig[];
  /** 'main' leaves out the `showAtBottom` fields, 'bottom' shows only them; 'all' puts them last. */
  part?: FieldsPart;
  /** The programme's slug, to offer its pathologies in PATHOLOGYSELECT fields. */
  programSlug?: string | null;
}

/**
 * The procedure fields a group configures (spec §3 Procedure field config) for the request
 * screens: active fields in their order, under their group headings, each of its type; the form
 * around them (react-hook-form's `FormProvider`) holds the answers under `name`.
 */
export function DynamicProcedureFields({ name, fields, part = 'all', programSlug }: DynamicProcedureFieldsProps) {
  const { t } = useTranslation();
  const shown = shownFields(fields, part);
  const needsPathologies = shown.some((f) => f.fieldType === 'PATHOLOGYSELECT');
  const pathologies = usePathologies(programSlug, needsPathologies);
  useEffect(() => {
    if (pathologies.isError) toast(t('dynamicFields.pathologiesFailed'), 'error');
  }, [pathologies.isError, t]);
  if (shown.length === 0) return null;

  const pathologyOptions = (field: ProcedureFieldConfig) =>
    (pathologies.data ?? []).filter((p) => pathologyAllowed(field.options, p)).map((p) => p.description);

  return (
    <Stack spacing={2} data-testid={`dynamic-fields-${part}`}>
      {sectionsOf(shown).map((section, index) => (
        <Stack spacing={2} key={`${section.group ?? ''}-${index}`} component="section" aria-label={section.group ?? undefined}>
          {section.group && <Typography variant="subtitle1" component="h3">{section.group}</Typography>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {section.fields.map((field) => (
              <Box key={field.id} sx={field.fieldType === 'CHECKBOX' || field.fieldType === 'YESNO' ? { gridColumn: '1 / -1' } : undefined}>
                <DynamicField path={`${name}.${field.name}`} field={field}
                  {...(field.fieldType === 'PATHOLOGYSELECT' ? { pathologyOptions: pathologyOptions(field) } : {})} />
              </Box>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
