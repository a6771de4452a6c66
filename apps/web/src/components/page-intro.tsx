import Typography from '@mui/material/Typography';

/**
 * A page's title and the sentence under it, as the first two items of the page's column: the
 * public pages paint these before their scripts run (app/first-paint).
 */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Typography variant="h5" component="h1">{title}</Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </>
  );
}
