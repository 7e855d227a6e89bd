import { app, BrowserWindow } from 'electron';
import { join } from 'node:path';

/**
 * The Electron main process. It stays thin: it opens the window with the security settings of
 * Electron's own guidance and loads the renderer. The game host, saves and the AI worker it will
 * own live beside it and are tested under plain Node.
 */
function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'Epic Solo',
    webPreferences: {
      preload: join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  // No remote content: refuse navigation and new windows.
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  void window.loadFile(join(__dirname, '..', 'renderer', 'index.html'));
  return window;
}

void app.whenReady().then(() => {
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
