/**
 * Mantine's per-component stylesheets for what the app frame and pages use,
 * instead of the full stylesheet (docs/architecture.md, "Stack facts": keeps CSS under budget).
 * Components used only in lazy chunks import their CSS there.
 */
import '@mantine/core/styles/baseline.css';
// The theme's CSS variables, Mantine's defaults included (tools/vite/theme-css-plugin.ts).
import 'virtual:theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Loader.css';
import './global.css';
