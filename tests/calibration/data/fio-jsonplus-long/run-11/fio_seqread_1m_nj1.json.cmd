command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:46:15Z
finished_utc: 2026-12-06T02:46:25Z
elapsed_s: 9.4
load_before:  02:46:15 up 15:39,  0 user,  load average: 5.99, 5.95, 5.13
busiest_before: python(83.3%) clippy-driver(36.0%) png-aaf87f0e63d(20.0%) kworker/1:2-eve(1.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj1.json
