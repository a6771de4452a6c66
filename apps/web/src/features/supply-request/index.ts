/** The supply (kit) request screen (/supply/request). */
export { SupplyRequestPage } from './routes/supply-request-page.tsx';
