package dev.kairos.providers;

import java.nio.charset.StandardCharsets;

import jakarta.activation.DataHandler;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.util.ByteArrayDataSource;

import org.springframework.core.io.ByteArrayResource;
import org.springframework.mail.javamail.MimeMessageHelper;

/**
 * Writes the body of an {@link OutgoingMail} into a Jakarta Mail message, for every route
 * that sends MIME (an SMTP relay, Gmail's {@code raw}). A plain message is one
 * {@code text/plain; charset=UTF-8} part. A message with a calendar is laid out as Gmail
 * and Outlook send invitations, which is what Google, Outlook and Apple mail recognize:
 *
 * <pre>
 * multipart/mixed
 *   multipart/alternative
 *     text/plain; charset=UTF-8
 *     text/calendar; charset=UTF-8; method=REQUEST
 *   application/ics; name="invite.ics" (attachment)
 * </pre>
 */
public final class MailMime {

	private MailMime() {
	}

	/**
	 * Set the subject, the text and the calendar part (when there is one) of the message;
	 * the caller sets the addresses.
	 */
	public static void writeContent(MimeMessage message, OutgoingMail mail) throws MessagingException {
		String utf8 = StandardCharsets.UTF_8.name();
		OutgoingMail.CalendarPart calendar = mail.calendar();
		if (calendar == null) {
			MimeMessageHelper helper = new MimeMessageHelper(message, false, utf8);
			helper.setSubject(mail.subject());
			helper.setText(mail.body(), false);
			return;
		}
		MimeMessageHelper helper = new MimeMessageHelper(message, MimeMessageHelper.MULTIPART_MODE_MIXED, utf8);
		helper.setSubject(mail.subject());
		MimeMultipart alternative = new MimeMultipart("alternative");
		MimeBodyPart text = new MimeBodyPart();
		text.setText(mail.body(), utf8);
		alternative.addBodyPart(text);
		byte[] ics = calendar.content().getBytes(StandardCharsets.UTF_8);
		MimeBodyPart invitation = new MimeBodyPart();
		invitation.setDataHandler(new DataHandler(new ByteArrayDataSource(ics, calendar.contentType())));
		alternative.addBodyPart(invitation);
		MimeBodyPart body = new MimeBodyPart();
		body.setContent(alternative);
		helper.getMimeMultipart().addBodyPart(body);
		helper.addAttachment(OutgoingMail.CalendarPart.FILE_NAME, new ByteArrayResource(ics), "application/ics");
	}

}
