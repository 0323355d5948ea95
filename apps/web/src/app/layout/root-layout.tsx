import { Outlet } from 'react-router';

// Placeholder: replaced by the global layout (header, footer, chrome).
export function RootLayout() {
  return <Outlet />;
}
