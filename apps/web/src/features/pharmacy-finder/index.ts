/** The pharmacy finder as other features see it (the public patient page mounts it at step 3). */
export { PharmacyFinder, type PharmacyFinderProps } from './components/pharmacy-finder.tsx';
