/** PCDT: the programme's clinical protocols by state, for signed-in users and visitors. */
export { PcdtPage } from './routes/pcdt-page.tsx';
