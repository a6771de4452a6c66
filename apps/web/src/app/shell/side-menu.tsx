import { Fragment } from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import HelpOutline from '@mui/icons-material/HelpOutline';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { menuRoutes, type MenuGroup, type RouteDef } from '@portal/domain';
import { paths } from '@/config/paths.ts';
import { MenuItemLink } from './menu-item-link.tsx';
import { menuIcon } from './menu-icons.tsx';

const GROUPS: readonly MenuGroup[] = ['dashboard', 'quickAccess', 'menu'];

/** The allowed menu route whose path is the longest prefix of the current location. */
function activeKey(routes: readonly RouteDef[], pathname: string): string | undefined {
  return routes
    .filter((r) => pathname === r.path || pathname.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}

export interface SideMenuProps {
  allowed: readonly RouteDef[];
  open: boolean;
  showFaq: boolean;
}

/** Spec §2: dashboard items, quick-access items and menu items, only from allowedRoutes (the shell holds the `nav` landmark). */
export function SideMenu({ allowed, open, showFaq }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = activeKey(allowed.filter((r) => r.group), pathname);
  const groups = GROUPS.map((group) => ({ group, routes: menuRoutes(allowed, group) })).filter((g) => g.routes.length > 0);

  return (
    <>
      {groups.map(({ group, routes }, index) => (
        <Fragment key={group}>
          {index > 0 && <Divider />}
          <List
            dense
            aria-labelledby={open ? `menu-group-${group}` : undefined}
            subheader={
              open ? (
                <ListSubheader id={`menu-group-${group}`} disableSticky>
                  {t(`menu.group.${group}`)}
                </ListSubheader>
              ) : undefined
            }
          >
            {routes.map((route) => (
              <MenuItemLink
                key={route.key}
                testId={`menu-${route.key}`}
                to={route.path}
                label={t(`menu.${route.key}`)}
                Icon={menuIcon(route.key)}
                open={open}
                selected={current === route.key}
              />
            ))}
          </List>
        </Fragment>
      ))}
      {showFaq && (
        <>
          <Divider />
          <List dense>
            <MenuItemLink testId="faq-link" to={paths.faq.href()} label={t('menu.faq')} Icon={HelpOutline} open={open} selected={pathname === paths.faq.path} />
          </List>
        </>
      )}
    </>
  );
}
