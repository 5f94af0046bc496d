const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Drags one row onto the lower half of another with the browser's drag events, as a mouse
 * would. A script's DataTransfer refuses `effectAllowed` and `dropEffect` outside a real drag,
 * so they are plain properties here; the data itself goes through the real DataTransfer.
 */
export async function dragRow(source: HTMLElement, target: HTMLElement): Promise<void> {
  const dataTransfer = new DataTransfer();
  for (const property of ['effectAllowed', 'dropEffect']) {
    Object.defineProperty(dataTransfer, property, { value: 'all', writable: true });
  }
  const fire = (element: HTMLElement, type: string, fraction: number) => {
    const rect = element.getBoundingClientRect();
    element.dispatchEvent(
      new DragEvent(type, {
        bubbles: true,
        cancelable: true,
        dataTransfer,
        clientX: rect.left + rect.width / 2,
        clientY: rect.top + rect.height * fraction,
      }),
    );
  };
  fire(source, 'dragstart', 0.5);
  // react-aria marks the drag as started on a later frame.
  await nextFrame();
  await nextFrame();
  fire(target, 'dragenter', 0.8);
  fire(target, 'dragover', 0.8);
  await nextFrame();
  fire(target, 'dragover', 0.85);
  await nextFrame();
  fire(target, 'drop', 0.85);
  fire(source, 'dragend', 0.85);
}
