/** The travel request screen (/travel/request). */
export { TravelRequestPage } from './routes/travel-request-page.tsx';
