/** The doctor's saved addresses per programme, as other modules see them: the supply request reads and saves them. */
export { doctorAddressesRoutes } from './doctor-addresses.routes.ts';
export { findDoctorAddress, insertDoctorAddress } from './doctor-addresses.repository.ts';
