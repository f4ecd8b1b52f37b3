import { screen } from '@testing-library/react';
import { business } from 'shared-content';
import { renderRoute } from '../testing/renderRoute';
import AppErrorScreen from './AppErrorScreen';

function BrokenRoute(): never {
  throw new Error('route exploded');
}

describe('Unexpected Application Error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('replaces a route that fails with a calm screen and a phone link', () => {
    renderRoute('/', [{ path: '/', element: <BrokenRoute />, errorElement: <AppErrorScreen /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('never shows the stack trace to the visitor', () => {
    renderRoute('/', [{ path: '/', element: <BrokenRoute />, errorElement: <AppErrorScreen /> }]);
    expect(screen.queryByText(/route exploded/)).not.toBeInTheDocument();
  });
});
