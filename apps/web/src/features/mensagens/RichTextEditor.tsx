import '@mantine/tiptap/styles.css';
import { RichTextEditor as Rte, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

/** The rich-text editor (Mantine + tiptap), loaded lazily with the message form. */
export default function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ protocols: ['http', 'https', 'mailto'] }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    immediatelyRender: false,
  });
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value);
  }, [editor, value]);
  return (
    <Rte editor={editor}>
      <Rte.Toolbar>
        <Rte.ControlsGroup>
          <Rte.Bold />
          <Rte.Italic />
          <Rte.Underline />
          <Rte.Strikethrough />
        </Rte.ControlsGroup>
        <Rte.ControlsGroup>
          <Rte.H2 />
          <Rte.H3 />
          <Rte.BulletList />
          <Rte.OrderedList />
        </Rte.ControlsGroup>
        <Rte.ControlsGroup>
          <Rte.Link />
          <Rte.Unlink />
        </Rte.ControlsGroup>
      </Rte.Toolbar>
      <Rte.Content mih={200} />
    </Rte>
  );
}
