package dev.kairos.sync;

import java.net.http.HttpRequest;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

@IntegrationTest
class SyncApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Test
	void validatesTheProvider() {
		Api api = new Api(this.port, this.users.create().key());
		Response unknown = api.post("/api/unified/sync", json("{'provider':'icloud'}"));
		assertThat(unknown.status()).isEqualTo(400);
		assertThat(unknown.body()).contains("google", "microsoft", "canvas");
		assertThat(api.post("/api/unified/sync", "{}").status()).isEqualTo(400);
		assertThat(api.post("/api/unified/sync", json("{'provider':'google','force':true}")).status()).isEqualTo(400);
		assertThat(api.post("/api/unified/sync?provider=google", json("{'provider':'canvas'}")).status())
			.isEqualTo(400);
		assertThat(api.post("/api/unified/sync?provider=local", "").status()).isEqualTo(400);
	}

	@Test
	void notConnectedIs409SayingHowToConnect() {
		Api api = new Api(this.port, this.users.create().key());
		Response body = api.post("/api/unified/sync", json("{'provider':'outlook'}"));
		assertThat(body.status()).isEqualTo(409);
		assertThat(body.text("type")).endsWith("/problems/provider-not-connected");
		assertThat(body.text("detail")).contains("connect_url");
		assertThat(body.text("connect_url")).contains("/api/connections/microsoft/authorize");
		// The provider may come in the query, with no body and no content type at all.
		Response query = api
			.send(api.request("/api/unified/sync?provider=canvas").POST(HttpRequest.BodyPublishers.noBody()));
		assertThat(query.status()).isEqualTo(409);
		assertThat(query.text("detail")).contains("an access token in Connections");
	}

}
