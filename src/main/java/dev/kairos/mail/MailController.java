package dev.kairos.mail;

import dev.kairos.security.KairosUser;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Mail", description = "Send mail through a connected Google or Microsoft account")
class MailController {

	private final Mailer mailer;

	MailController(Mailer mailer) {
		this.mailer = mailer;
	}

	@PostMapping(path = "/api/mail/send", consumes = "application/json")
	@Operation(summary = "Send a plain-text message; needs the provider's mail scope")
	@ApiResponse(responseCode = "202", description = "Handed to the provider")
	ResponseEntity<SentMail> send(KairosUser user, @RequestBody MailMessage message) {
		return ResponseEntity.status(HttpStatus.ACCEPTED).body(this.mailer.send(user, message));
	}

}
