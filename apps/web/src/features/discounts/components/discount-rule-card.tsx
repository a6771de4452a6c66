import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DiscountRange, DiscountRule } from '@portal/domain';

const percent = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Spec §2 Discounts: one card per rule, each band of boxes with its discount as "N% OFF". */
export function DiscountRuleCard({ rule }: { rule: DiscountRule }) {
  const { t } = useTranslation();
  const band = (r: DiscountRange) => (r.boxesTo === null
    ? t('discounts.rangeFrom', { from: r.boxesFrom })
    : t('discounts.range', { from: r.boxesFrom, to: r.boxesTo }));
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`discount-rule-${rule.ruleId}`}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{rule.productDescription}</Typography>
        <Typography variant="body2" color="text.secondary">{rule.ruleName}</Typography>
        <List dense disablePadding>
          {rule.ranges.map((range) => (
            <ListItem key={`${range.boxesFrom}-${range.boxesTo}`} disableGutters
              secondaryAction={<Chip color="success" size="small" label={t('discounts.percentOff', { value: percent(range.discountPercentage) })} />}>
              <ListItemText primary={band(range)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
