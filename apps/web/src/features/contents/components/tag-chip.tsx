import Chip, { type ChipProps } from '@mui/material/Chip';
import { getContrastRatio } from '@mui/material/styles';
import type { ContentTag } from '@portal/domain';

export interface TagChipProps extends Omit<ChipProps, 'label' | 'color' | 'variant' | 'sx'> {
  tag: ContentTag;
  /** Outlined in the tag's colour when false (an unselected filter). */
  filled?: boolean;
}

const usable = (color: string | null): string | undefined => (color && CSS.supports('color', color) ? color : undefined);

/** A tag as a chip in its CMS colour, its text dark or light for contrast. */
export function TagChip({ tag, filled = true, ...props }: TagChipProps) {
  const color = usable(tag.color);
  const text = color && getContrastRatio(color, '#fff') >= 4.5 ? '#fff' : 'rgba(0,0,0,0.87)';
  const style = !color ? {} : filled ? { bgcolor: color, color: text, '&:hover': { bgcolor: color } } : { borderColor: color };
  return <Chip size="small" label={tag.name} variant={filled ? 'filled' : 'outlined'} {...props} sx={style} />;
}
