package dev.kairos.connections;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A server started without provider client ids (the embedded default): providers are
 * unavailable, not errors.
 */
@IntegrationTest
class UnconfiguredProviderTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Test
	void providersWithoutClientIdsAreReportedUnavailable() {
		Api api = new Api(this.port, this.users.create().key());
		for (JsonNode connection : api.get("/api/connections").json().path("connections")) {
			assertThat(connection.path("available").asBoolean()).isFalse();
			assertThat(connection.path("status").asString()).isEqualTo("unavailable");
		}
		Response authorize = api.get("/api/connections/google/authorize");
		assertThat(authorize.status()).isEqualTo(409);
		assertThat(authorize.text("type")).endsWith("/problems/provider-not-configured");
		assertThat(api.post("/api/connections/canvas", json("{'access_token':'x'}")).status()).isEqualTo(409);
		// Sync and mail say it can't be connected here, not "connect it first".
		for (Response refused : new Response[] { api.post("/api/unified/sync", json("{'provider':'google'}")),
				api.post("/api/mail/send",
						json("{'to':['sam@example.com'],'subject':'Hi','body':'Hello','provider':'microsoft'}")) }) {
			assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
			assertThat(refused.text("type")).endsWith("/problems/provider-not-configured");
			assertThat(refused.text("detail")).contains("can't be connected on this server");
			assertThat(refused.json().has("connect_url")).isFalse();
		}
	}

}
