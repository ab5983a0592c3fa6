/** Where the visual run serves storybook-static (override the port with VISUAL_PORT). */
export const port = Number(process.env.VISUAL_PORT ?? 6106);
export const storybookUrl = `http://127.0.0.1:${port}`;
