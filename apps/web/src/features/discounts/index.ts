/** Discounts: a medicine's discounts by state from the discount service. */
export { DiscountsPage } from './routes/discounts-page.tsx';
