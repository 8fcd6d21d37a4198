import type { GridLocaleText } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useT } from '../../i18n/useT';

/**
 * The data grid's own words (empty grid, paging, column menu, filters) in the interface
 * language; the grid's English stays for the few parts an administrator rarely opens.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const t = useT();
  return useMemo(
    () => ({
      noRowsLabel: t('admin.grid.noRows'),
      noResultsOverlayLabel: t('admin.grid.noResults'),
      paginationRowsPerPage: t('admin.grid.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }) =>
        count === -1
          ? t('admin.grid.displayedRowsMore', { from, to })
          : t('admin.grid.displayedRows', { from, to, count }),
      paginationItemAriaLabel: (type) => t('admin.grid.goTo', { type }),
      columnMenuLabel: t('admin.grid.columnMenu'),
      columnMenuAriaLabel: (column) => t('admin.grid.columnMenuOf', { column }),
      columnHeaderSortIconLabel: t('admin.grid.sort'),
      columnMenuSortAsc: t('admin.grid.sortAscending'),
      columnMenuSortDesc: t('admin.grid.sortDescending'),
      columnMenuUnsort: t('admin.grid.unsort'),
      columnMenuFilter: t('admin.grid.filter'),
      columnMenuHideColumn: t('admin.grid.hideColumn'),
      columnMenuManageColumns: t('admin.grid.manageColumns'),
      columnHeaderFiltersLabel: t('admin.grid.showFilters'),
      columnHeaderFiltersTooltipActive: (count) => t('admin.grid.activeFilters', { count }),
      filterPanelColumn: t('admin.grid.filterColumn'),
      filterPanelOperator: t('admin.grid.filterOperator'),
      filterPanelInputLabel: t('admin.grid.filterValue'),
      filterPanelInputPlaceholder: t('admin.grid.filterValuePlaceholder'),
      filterPanelDeleteIconLabel: t('admin.grid.filterDelete'),
      filterOperatorContains: t('admin.grid.filterContains'),
      filterOperatorDoesNotContain: t('admin.grid.filterDoesNotContain'),
      filterOperatorEquals: t('admin.grid.filterEquals'),
      filterOperatorDoesNotEqual: t('admin.grid.filterDoesNotEqual'),
      filterOperatorStartsWith: t('admin.grid.filterStartsWith'),
      filterOperatorEndsWith: t('admin.grid.filterEndsWith'),
      filterOperatorIs: t('admin.grid.filterIs'),
      filterOperatorNot: t('admin.grid.filterIsNot'),
      filterOperatorAfter: t('admin.grid.filterIsAfter'),
      filterOperatorOnOrAfter: t('admin.grid.filterIsOnOrAfter'),
      filterOperatorBefore: t('admin.grid.filterIsBefore'),
      filterOperatorOnOrBefore: t('admin.grid.filterIsOnOrBefore'),
      filterOperatorIsEmpty: t('admin.grid.filterIsEmpty'),
      filterOperatorIsNotEmpty: t('admin.grid.filterIsNotEmpty'),
      filterOperatorIsAnyOf: t('admin.grid.filterIsAnyOf'),
      columnsManagementSearchTitle: t('admin.grid.columnsSearch'),
      columnsManagementShowHideAllText: t('admin.grid.columnsShowHideAll'),
      columnsManagementReset: t('admin.grid.columnsReset'),
    }),
    [t],
  );
}
