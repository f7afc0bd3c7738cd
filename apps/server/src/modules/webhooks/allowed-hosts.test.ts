import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { AllowedHosts } from './allowed-hosts'

const hostsOf = (list: string) => new AllowedHosts(loadConfig({ WEBHOOK_ALLOWED_HOSTS: list }).WEBHOOK_ALLOWED_HOSTS)
const url = (text: string) => new URL(text)

describe('WEBHOOK_ALLOWED_HOSTS', () => {
  it('allows nothing when empty', () => {
    const hosts = hostsOf('')
    expect(hosts.empty).toBe(true)
    expect(hosts.allowsUrl(url('https://hooks.example.ru/x'))).toBe(false)
  })

  it('matches names exactly, *.domain its sub-domains only, addresses and ranges by address', () => {
    const hosts = hostsOf('Hooks.Example.ru, *.agency.ru, 203.0.113.7, 198.51.100.0/24')
    expect(hosts.allowsUrl(url('https://hooks.example.ru/x'))).toBe(true)
    expect(hosts.allowsUrl(url('https://evil-hooks.example.ru/x'))).toBe(false)
    expect(hosts.allowsUrl(url('https://docs.agency.ru/x'))).toBe(true)
    expect(hosts.allowsUrl(url('https://agency.ru.evil.com/x'))).toBe(false)
    expect(hosts.allowsUrl(url('http://203.0.113.7:8080/x'))).toBe(true)
    expect(hosts.allowsUrl(url('http://198.51.100.42/x'))).toBe(true)
    expect(hosts.allowsUrl(url('http://198.51.101.1/x'))).toBe(false)
  })

  it('refuses at delivery a listed name that resolves into the internal network, unless its address is listed', async () => {
    await expect(hostsOf('localhost').resolve(url('http://localhost/x'))).rejects.toThrow(/internal address/)
    await expect(hostsOf('localhost, 127.0.0.0/8, ::1').resolve(url('http://localhost/x'))).resolves.toMatchObject({
      address: expect.stringMatching(/^(127\.|::1)/),
    })
    await expect(hostsOf('localhost').resolve(url('http://127.0.0.1/x'))).rejects.toThrow(/WEBHOOK_ALLOWED_HOSTS/)
  })
})
