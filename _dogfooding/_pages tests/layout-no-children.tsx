/**
 * The theme Layout called with no children at all. The page must still render
 * the navbar and the footer, and the content area must stay empty instead of
 * crashing (the error boundary inside Layout once returned `undefined` when it
 * had no children, which React refuses to render).
 */
import React from 'react';
import Layout from '@theme/Layout';

export default function LayoutNoChildren(): JSX.Element {
  return (
    <Layout
      title="Layout without children"
      description="The theme layout rendered with no children: only the navbar and the footer, on purpose."
    />
  );
}
