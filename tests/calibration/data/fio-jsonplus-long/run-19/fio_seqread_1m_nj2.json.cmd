command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:08:54Z
finished_utc: 2026-12-06T03:09:04Z
elapsed_s: 9.8
load_before:  03:08:54 up 16:02,  0 user,  load average: 5.91, 5.84, 5.60
busiest_before: rustc(66.7%) rustc(61.4%) alarms_real(42.2%) kworker/1:2-mm_(1.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj2.json
