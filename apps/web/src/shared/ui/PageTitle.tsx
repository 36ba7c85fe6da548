import { Title, type TitleProps } from '@mantine/core';
import { usePageTitle } from '../page-title';

interface PageTitleProps extends Omit<TitleProps, 'children'> {
  title: string;
  /** Also render the title as the page's <h1> (the top bar shows it too). */
  visible?: boolean;
}

/** Declares the screen's title: top bar, document.title and, by default, the page heading. */
export function PageTitle({ title, visible = true, order = 1, ...props }: PageTitleProps) {
  usePageTitle(title);
  if (!visible) return null;
  return (
    <Title order={order} size="h2" mb="md" {...props}>
      {title}
    </Title>
  );
}
