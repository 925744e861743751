// What each remote federates, so loadRemote answers are typed (see remote-registry.ts).
// Every remote exposes './Routes': a component rendering react-router <Routes> for its paths.

declare module 'mf_stories/Routes' {
  const StoriesRoutes: import('react').ComponentType;
  export default StoriesRoutes;
}

declare module 'mf_ink/Routes' {
  const InkRoutes: import('react').ComponentType;
  export default InkRoutes;
}

declare module 'mf_account/Routes' {
  const AccountRoutes: import('react').ComponentType;
  export default AccountRoutes;
}

declare module 'mf_admin/Routes' {
  const AdminRoutes: import('react').ComponentType;
  export default AdminRoutes;
}
