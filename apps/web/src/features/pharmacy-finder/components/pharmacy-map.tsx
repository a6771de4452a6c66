import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { AccreditedPharmacy, MapConfig } from '@portal/domain';
import { BRAND } from '@/config/brand.ts';

export interface PharmacyMapProps {
  pharmacies: readonly AccreditedPharmacy[];
  config: MapConfig;
  label: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The pharmacies on a Leaflet map (loaded only when the map is shown). With no tile URL configured
 * the markers sit on a plain background, so the map still shows where they are relative to each other.
 */
export default function PharmacyMap({ pharmacies, config, label }: PharmacyMapProps) {
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return undefined;
    const map = L.map(element.current, { attributionControl: Boolean(config.attribution), keyboard: true });
    if (config.tileUrl) {
      L.tileLayer(config.tileUrl, { maxZoom: 19, ...(config.attribution ? { attribution: config.attribution } : {}) }).addTo(map);
    }
    const markers = pharmacies.map((p) => L.circleMarker([p.lat, p.lng], { radius: 9, color: BRAND.primary, fillOpacity: 0.8 })
      .bindPopup(`<strong>${escape(p.name)}</strong><br>${escape(p.address)}<br>${escape(p.phone)}`)
      .bindTooltip(p.name)
      .addTo(map));
    if (markers.length > 0) map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [32, 32], maxZoom: 15 });
    return () => { map.remove(); };
  }, [pharmacies, config]);

  return (
    <Box
      ref={element}
      role="region"
      aria-label={label}
      data-testid="pharmacy-map"
      sx={{ height: { xs: 320, sm: 420 }, width: '100%', borderRadius: 1, bgcolor: 'grey.200', border: 1, borderColor: 'divider' }}
    />
  );
}
