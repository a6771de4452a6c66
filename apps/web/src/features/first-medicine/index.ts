/** The first-medicine release screen (spec §2); nothing of it is used by other features yet. */
export { FirstMedicinePage } from './routes/first-medicine-page.tsx';
