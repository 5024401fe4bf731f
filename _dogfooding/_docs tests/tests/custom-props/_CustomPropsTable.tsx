/**
 * Prints the custom props of the current category and of each of its items,
 * read from the sidebar data the theme received (not from the source files),
 * so the fixture fails visibly if the props stop flowing through.
 */
import React from 'react';
import {useCurrentSidebarCategory} from '@docusaurus/theme-common';

function describe(customProps: {[key: string]: unknown} | undefined): string {
  return customProps === undefined ? 'none' : JSON.stringify(customProps);
}

export default function CustomPropsTable(): JSX.Element {
  const category = useCurrentSidebarCategory();
  return (
    <table data-testid="custom-props-table">
      <thead>
        <tr>
          <th>Sidebar item</th>
          <th>customProps</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Category "{category.label}"</td>
          <td>
            <code>{describe(category.customProps)}</code>
          </td>
        </tr>
        {category.items.map((item, index) => (
          <tr key={index}>
            <td>{item.type === 'html' ? 'HTML item' : item.label}</td>
            <td>
              <code>{describe(item.customProps)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
