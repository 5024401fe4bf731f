/**
 * Wraps the theme's navbar item registry to add our own item type. Unknown types
 * still throw in the theme's NavbarItem ("No NavbarItem component found...").
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import CustomDogfoodNavbarItem from '@site/src/components/NavbarItems/CustomDogfoodNavbarItem';

export default {
  ...ComponentTypes,
  'custom-dogfood-navbar-item': CustomDogfoodNavbarItem,
};
