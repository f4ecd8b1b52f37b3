import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { routes } from '../routes';

/** Renders the shell's routes (or the given ones) in memory at `path`. */
export function renderRoute(path: string, routeObjects: RouteObject[] = routes) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Renders `path` and waits until its page (or fallback) has shown its h1. */
export async function renderPage(path: string) {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return router;
}
