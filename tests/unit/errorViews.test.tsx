import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import RootError from '@site/src/theme/Error';

describe('root error view', () => {
  it('names the laboratory error page and offers Try again and the home page under the base URL', () => {
    const tryAgain = jest.fn();
    render(<RootError error={new Error('route failed')} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Bay of Bengal Ocean Research Laboratory: error page');
    expect(screen.getByText('route failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/borl/');
  });
});
