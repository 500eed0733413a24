/**
 * Mantine's Button without its loading state, for the buttons and button
 * links of the frame and the pages' first screen. Mantine's Button always
 * imports Loader and Transition for `loading` (3.7 KB gzip of first-load
 * JavaScript on every page); forms, which show a loader while sending, keep
 * using Mantine's. Same props, markup, class names and theme defaults
 * ('Button'), so Mantine's Button.css, already in the site stylesheet,
 * styles both alike.
 */
import {
  Box,
  createVarsResolver,
  getFontSize,
  getRadius,
  getSize,
  polymorphicFactory,
  UnstyledButton,
  useProps,
  useStyles,
  type ButtonFactory,
} from '@mantine/core';

/** Mantine's own class names for Button (Button.module.css in @mantine/core 9). */
const classes = { root: 'm_77c9d27d', inner: 'm_80f1301b', label: 'm_811560b9', section: 'm_a74036a' };

const varsResolver = createVarsResolver<ButtonFactory>(
  (theme, { radius, color, gradient, variant, size, justify, autoContrast }) => {
    const colors = theme.variantColorResolver({
      color: color || theme.primaryColor,
      theme,
      gradient,
      variant: variant || 'filled',
      autoContrast,
    });
    return {
      root: {
        '--button-justify': justify,
        '--button-height': getSize(size, 'button-height'),
        '--button-padding-x': getSize(size, 'button-padding-x'),
        '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
        '--button-radius': radius === undefined ? undefined : getRadius(radius),
        '--button-bg': color || variant ? colors.background : undefined,
        '--button-hover': color || variant ? colors.hover : undefined,
        '--button-color': colors.color,
        '--button-bd': color || variant ? colors.border : undefined,
        '--button-hover-color': color || variant ? colors.hoverColor : undefined,
      },
    };
  },
);

export const Button = polymorphicFactory<ButtonFactory>((_props) => {
  const props = useProps('Button', null, _props);
  const {
    style,
    vars,
    className,
    disabled,
    children,
    leftSection,
    rightSection,
    fullWidth,
    variant,
    classNames,
    styles,
    unstyled,
    'data-disabled': dataDisabled,
    mod,
    attributes,
    // Styling props read by varsResolver, and loading props this Button does not have.
    /* eslint-disable @typescript-eslint/no-unused-vars */
    color,
    radius,
    gradient,
    autoContrast,
    loading,
    loaderProps,
    /* eslint-enable @typescript-eslint/no-unused-vars */
    ...others
  } = props;
  const getStyles = useStyles<ButtonFactory>({
    name: 'Button',
    props,
    classes,
    className,
    style,
    classNames,
    styles,
    unstyled,
    attributes,
    vars,
    varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !dataDisabled })}
      unstyled={unstyled}
      variant={variant}
      disabled={disabled}
      mod={[
        {
          disabled: disabled || dataDisabled,
          block: fullWidth,
          'with-left-section': !!leftSection,
          'with-right-section': !!rightSection,
        },
        mod,
      ]}
      {...others}
    >
      <span {...getStyles('inner')}>
        {leftSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'left' }}>
            {leftSection}
          </Box>
        )}
        <Box component="span" {...getStyles('label')}>
          {children}
        </Box>
        {rightSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'right' }}>
            {rightSection}
          </Box>
        )}
      </span>
    </UnstyledButton>
  );
});
Button.displayName = 'app/Button';

/** For a button whose label is a sentence: it wraps on a narrow phone instead of widening the page. */
export const wrappingLabel = {
  h: 'auto',
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } },
} as const;
