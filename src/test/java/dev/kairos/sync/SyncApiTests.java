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
	void withNoClientOnThisServerIs409SayingItCantBeConnectedHere() {
		// This server has no provider clients (GoogleSyncTests covers "not connected" on
		// one that has).
		Api api = new Api(this.port, this.users.create().key());
		Response body = api.post("/api/unified/sync", json("{'provider':'outlook'}"));
		assertThat(body.status()).isEqualTo(409);
		assertThat(body.text("type")).endsWith("/problems/provider-not-configured");
		assertThat(body.text("detail")).contains("microsoft can't be connected on this server");
		assertThat(body.json().has("connect_url")).isFalse();
		// The provider may come in the query, with no body and no content type at all.
		Response query = api
			.send(api.request("/api/unified/sync?provider=canvas").POST(HttpRequest.BodyPublishers.noBody()));
		assertThat(query.status()).isEqualTo(409);
		assertThat(query.text("detail")).contains("canvas can't be connected on this server");
	}

	@Test
	void pushPathsNeedNoSignInAndThoseNoProviderAnswersAre404() {
		Api anonymous = new Api(this.port, null);
		for (String path : new String[] { "/api/push/canvas", "/api/push/google/extra", "/api/push/nobody/x" }) {
			Response response = anonymous.post(path, "{}");
			assertThat(response.status()).as(path).isEqualTo(404);
			assertThat(response.header("Content-Type")).as(path).startsWith("application/problem+json");
		}
		assertThat(anonymous.post("/api/push/google/a/b", "{}").status()).isEqualTo(401);
		assertThat(anonymous.post("/api/pushes", "{}").status()).isEqualTo(401);
	}

}
