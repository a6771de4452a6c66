import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screens = Record<string, LazyExoticComponent<ComponentType>>;

/** Administration catalogue, library, PCDT, leaflet, contents and discounts screens by route key, each its own chunk. */
export const CATALOG_SCREENS: Screens = {
  clients: lazy(() => import('@/features/clients/routes/clients-list-page.tsx').then((m) => ({ default: m.ClientsListPage }))),
  clientsRegister: lazy(() => import('@/features/clients/routes/client-form-page.tsx').then((m) => ({ default: m.ClientFormPage }))),
  clientEdit: lazy(() => import('@/features/clients/routes/client-form-page.tsx').then((m) => ({ default: m.ClientFormPage }))),
  programs: lazy(() => import('@/features/programs/routes/programs-list-page.tsx').then((m) => ({ default: m.ProgramsListPage }))),
  programsRegister: lazy(() => import('@/features/programs/routes/program-form-page.tsx').then((m) => ({ default: m.ProgramFormPage }))),
  programEdit: lazy(() => import('@/features/programs/routes/program-form-page.tsx').then((m) => ({ default: m.ProgramFormPage }))),
  products: lazy(() => import('@/features/products/routes/products-list-page.tsx').then((m) => ({ default: m.ProductsListPage }))),
  productsRegister: lazy(() => import('@/features/products/routes/product-form-page.tsx').then((m) => ({ default: m.ProductFormPage }))),
  productEdit: lazy(() => import('@/features/products/routes/product-form-page.tsx').then((m) => ({ default: m.ProductFormPage }))),
  presentations: lazy(() => import('@/features/presentations/routes/presentations-list-page.tsx').then((m) => ({ default: m.PresentationsListPage }))),
  presentationsRegister: lazy(() => import('@/features/presentations/routes/presentation-form-page.tsx').then((m) => ({ default: m.PresentationFormPage }))),
  presentationEdit: lazy(() => import('@/features/presentations/routes/presentation-form-page.tsx').then((m) => ({ default: m.PresentationFormPage }))),
  followups: lazy(() => import('@/features/followups/routes/followups-list-page.tsx').then((m) => ({ default: m.FollowupsListPage }))),
  followupsRegister: lazy(() => import('@/features/followups/routes/followup-form-page.tsx').then((m) => ({ default: m.FollowupFormPage }))),
  followupEdit: lazy(() => import('@/features/followups/routes/followup-form-page.tsx').then((m) => ({ default: m.FollowupFormPage }))),
  treatmentLocations: lazy(() =>
    import('@/features/treatment-locations/routes/treatment-locations-list-page.tsx').then((m) => ({ default: m.TreatmentLocationsListPage }))),
  treatmentLocationsRegister: lazy(() =>
    import('@/features/treatment-locations/routes/treatment-location-form-page.tsx').then((m) => ({ default: m.TreatmentLocationFormPage }))),
  treatmentLocationEdit: lazy(() =>
    import('@/features/treatment-locations/routes/treatment-location-form-page.tsx').then((m) => ({ default: m.TreatmentLocationFormPage }))),
  clientView: lazy(() => import('@/features/clients/routes/client-detail-page.tsx').then((m) => ({ default: m.ClientDetailPage }))),
  programView: lazy(() => import('@/features/programs/routes/program-detail-page.tsx').then((m) => ({ default: m.ProgramDetailPage }))),
  productView: lazy(() => import('@/features/products/routes/product-detail-page.tsx').then((m) => ({ default: m.ProductDetailPage }))),
  presentationView: lazy(() => import('@/features/presentations/routes/presentation-detail-page.tsx').then((m) => ({ default: m.PresentationDetailPage }))),
  followupView: lazy(() => import('@/features/followups/routes/followup-detail-page.tsx').then((m) => ({ default: m.FollowupDetailPage }))),
  treatmentLocationView: lazy(() =>
    import('@/features/treatment-locations/routes/treatment-location-detail-page.tsx').then((m) => ({ default: m.TreatmentLocationDetailPage }))),
  library: lazy(() => import('@/features/library/routes/library-page.tsx').then((m) => ({ default: m.LibraryPage }))),
  pcdt: lazy(() => import('@/features/pcdt/routes/pcdt-page.tsx').then((m) => ({ default: m.PcdtPage }))),
  contents: lazy(() => import('@/features/contents/routes/contents-page.tsx').then((m) => ({ default: m.ContentsPage }))),
  contentDetail: lazy(() => import('@/features/contents/routes/content-detail-page.tsx').then((m) => ({ default: m.ContentDetailPage }))),
  discounts: lazy(() => import('@/features/discounts/routes/discounts-page.tsx').then((m) => ({ default: m.DiscountsPage }))),
  leaflets: lazy(() => import('@/features/leaflets/routes/leaflets-page.tsx').then((m) => ({ default: m.LeafletsPage }))),
};
