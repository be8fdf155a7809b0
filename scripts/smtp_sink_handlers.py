"""Handlers for scripts/smtp-sink beyond aiosmtpd's own."""

from aiosmtpd.handlers import Mailbox


class RefusingMailbox(Mailbox):
    """Stores messages like aiosmtpd's Mailbox, except that it refuses for good (554), as a
    server refusing a mail for its content does, every message whose raw bytes contain TEXT."""

    def __init__(self, mail_dir, text):
        super().__init__(mail_dir)
        self.text = text.encode()

    async def handle_DATA(self, server, session, envelope):
        if self.text in envelope.original_content:
            return "554 5.7.1 Message refused"
        return await super().handle_DATA(server, session, envelope)

    @classmethod
    def from_cli(cls, parser, *args):
        if len(args) != 2:
            parser.error("RefusingMailbox takes a maildir and the text to refuse")
        return cls(*args)
