import { columnsFor } from './columns';

describe('columnsFor', () => {
  it.each([
    [3, 3, 3],
    [4, 2, 4],
    [6, 2, 3],
    [8, 2, 4],
    [9, 3, 3],
    [5, 1, 1],
  ])('%i items: %i columns at medium width, %i at large width, every row full', (count, medium, large) => {
    expect(columnsFor(count)).toEqual({ medium, large });
  });
});
