import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm steel blue: brokers look at these screens all day.
const steel: MantineColorsTuple = [
  '#eef3fa',
  '#dce4ef',
  '#b5c7df',
  '#8ba8cf',
  '#688ec2',
  '#527dba',
  '#4575b7',
  '#3664a1',
  '#2c5991',
  '#1e4c81',
];

/** The one Mantine theme of the portal. */
export const theme = createTheme({
  primaryColor: 'steel',
  colors: { steel },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    Table: { defaultProps: { verticalSpacing: 4, horizontalSpacing: 'sm', fz: 'sm' } },
  },
});
