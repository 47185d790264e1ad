/** The desk's pages, in the order its navigation lists them; the admins' pages only for admins. */
export const deskSections = [
  { to: '/desk', label: 'Inbox', exact: true, adminOnly: false },
  { to: '/desk/prayers', label: 'Prayer', exact: false, adminOnly: false },
  { to: '/desk/subscribers', label: 'Subscribers', exact: false, adminOnly: false },
  { to: '/desk/giving', label: 'Giving', exact: false, adminOnly: false },
  { to: '/desk/members', label: 'Members', exact: false, adminOnly: false },
  { to: '/desk/outbox', label: 'Outbox', exact: false, adminOnly: false },
  { to: '/desk/audit', label: 'Audit log', exact: false, adminOnly: false },
  { to: '/desk/notifications', label: 'My notifications', exact: false, adminOnly: false },
  { to: '/desk/staff', label: 'Staff', exact: false, adminOnly: true },
  { to: '/desk/settings', label: 'Settings', exact: false, adminOnly: true },
] as const;
