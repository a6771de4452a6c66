import type { SvgIconComponent } from '@mui/icons-material';
import Assignment from '@mui/icons-material/Assignment';
import Biotech from '@mui/icons-material/Biotech';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import PendingActions from '@mui/icons-material/PendingActions';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Flight from '@mui/icons-material/Flight';
import History from '@mui/icons-material/History';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Medication from '@mui/icons-material/Medication';
import MedicalServices from '@mui/icons-material/MedicalServices';
import MenuBook from '@mui/icons-material/MenuBook';
import Article from '@mui/icons-material/Article';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import People from '@mui/icons-material/People';
import Place from '@mui/icons-material/Place';
import Science from '@mui/icons-material/Science';
import Share from '@mui/icons-material/Share';
import Timeline from '@mui/icons-material/Timeline';
import Vaccines from '@mui/icons-material/Vaccines';
import Widgets from '@mui/icons-material/Widgets';
import Workspaces from '@mui/icons-material/Workspaces';
import Gavel from '@mui/icons-material/Gavel';
import Apps from '@mui/icons-material/Apps';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import LocalPharmacy from '@mui/icons-material/LocalPharmacy';
import Luggage from '@mui/icons-material/Luggage';
import Healing from '@mui/icons-material/Healing';
import Forum from '@mui/icons-material/Forum';
import Hub from '@mui/icons-material/Hub';
import ReportProblem from '@mui/icons-material/ReportProblem';

/** One icon per menu route key; unknown keys fall back to a generic icon. */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  dashboard: Dashboard,
  medicationsRelease: Medication,
  examsRequest: Science,
  patientProceduresRequest: MedicalServices,
  supplyRequest: LocalShipping,
  travelRequest: Flight,
  patientsInvitation: PersonAdd,
  proceduresMedications: Vaccines,
  proceduresExams: Biotech,
  proceduresPatientProcedures: Assignment,
  proceduresVisits: Timeline,
  supplyRequests: Inventory2,
  travelRequests: Flight,
  decisionQueue: PendingActions,
  patients: People,
  doctors: LocalHospital,
  inventory: Inventory,
  inventoryDistribution: Share,
  users: ManageAccounts,
  userGroups: Workspaces,
  clients: Business,
  programs: Widgets,
  products: Category,
  presentations: Medication,
  followups: History,
  treatmentLocations: Place,
  library: MenuBook,
  leaflets: Description,
  contents: Article,
  discounts: LocalOffer,
  pcdt: Gavel,
  editAccount: Person,
  // Programme configuration
  examGroups: AccountTree,
  institutions: Apartment,
  supplyGroups: LocalPharmacy,
  travelGroups: Luggage,
  patientProcedures: Healing,
  messagingSettings: Forum,
  fhirClients: Hub,
  adverseEventReport: ReportProblem,
};

export const menuIcon = (key: string): SvgIconComponent => ICONS[key] ?? Apps;
